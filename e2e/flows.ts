// Journeys more than one spec walks.
import type { Page } from '@playwright/test';
import type { Backend, Faults } from './backend';
import { expect, expectNoViolations } from './fixtures';
import { ChatbotPage } from './pages/chatbot.page';
import { DashboardPage } from './pages/dashboard.page';
import { SigningPage } from './pages/signing.page';

/** A question asked while `faults` break the answer is flagged; Retry, once they are gone, gets it answered once. */
export async function failedAnswerIsRetried(page: Page, backend: Backend, faults: Faults): Promise<void> {
  const chat = new ChatbotPage(page);
  await backend.startSignedIn({ name: 'chat' });
  await new DashboardPage(page).askAboutFirstBreach();
  await chat.expectOpen();
  await backend.setFaults(faults);

  await chat.ask('Is my password exposed?');

  await expect(chat.notAnswered).toBeVisible();
  // The flagged message and its Retry are in the conversation; the rest of the page is scanned elsewhere.
  await expectNoViolations(page, '[role="log"]');
  await backend.clearFaults();

  // Asking something else keeps the failed question, flagged, with its Retry.
  await chat.ask('What should I do first?');
  await expect(chat.answer).toHaveCount(1);
  await expect(chat.notAnswered).toBeVisible();
  await expect(chat.said('Is my password exposed?')).toHaveCount(1);
  await chat.retry();

  await expect(chat.notAnswered).toHaveCount(0);
  await expect(chat.answer).toHaveCount(2);
  await expect(chat.said('Is my password exposed?')).toHaveCount(1);
}

/** Signs in, requests the removal authorisation and signs it: back on the dashboard, removal under way. */
export async function signAuthorisation(page: Page, backend: Backend): Promise<void> {
  await backend.startSignedIn({ name: 'sign' });
  const dashboard = new DashboardPage(page);
  await dashboard.addDetailsForRemoval();
  await dashboard.requestAuthorisation();
  await new SigningPage(page, backend.mode).signAs('Ada Lovelace');
  await expect(page).toHaveURL('/dashboard?signed=true');
}
