// The guidance table's data-class topics (keyed by their label), as the answers name them and as German questions ask about them.
import type { TopicClasses } from '../../domain/breach/data-classes';
import type { DataClassTopic } from '../../domain/breach/guidance-table';
import { i18n } from '../../domain/i18n';

type TopicWords = {
  readonly name: string;
  /** Words of a German question about it, written as `normalize` leaves them (ä as ae, ß as ss). */
  readonly german: Pick<DataClassTopic, 'words' | 'ambiguous'>;
};

export const TOPIC_WORDS: Readonly<Record<string, TopicWords>> = {
  'auth tokens': { name: /*i18n*/ 'auth tokens', german: { words: ['anmeldetoken*', 'anmelde token*', 'zugangstoken*', 'sitzung*', 'sitzungstoken*'] } },
  'security questions and answers': {
    name: /*i18n*/ 'security questions and answers',
    german: { words: ['sicherheitsfrage*', 'sicherheitsantwort*', 'sicherheitsabfrage*', 'geheimfrage*'] },
  },
  'social security numbers': { name: /*i18n*/ 'social security numbers', german: { words: ['sozialversicherung*', 'rentenversicherungsnummer*'] } },
  'government IDs or passport numbers': {
    name: /*i18n*/ 'government IDs or passport numbers',
    german: {
      words: [
        'ausweis*',
        'personalausweis*',
        'reisepass*',
        'passnummer*',
        'mein pass',
        'meinen pass',
        'fuehrerschein*',
        'steuernummer*',
        'steuer id',
        'steuerid*',
        'steueridentifikationsnummer*',
      ],
    },
  },
  'card details': {
    name: /*i18n*/ 'card details',
    german: { words: ['karte*', 'kreditkart*', 'ec karte*', 'girokart*', 'debitkart*', 'bankkart*', 'pruefnummer*', 'zahlungsdaten'] },
  },
  'bank account numbers': {
    name: /*i18n*/ 'bank account numbers',
    german: { words: ['kontonummer*', 'kontodaten', 'kontoverbindung*', 'bankverbindung*', 'girokonto*'] },
  },
  'phone numbers': {
    name: /*i18n*/ 'phone numbers',
    german: {
      words: [
        'telefon*',
        'handynummer*',
        'mein handy',
        'meinem handy',
        'meines handys',
        'mobilnummer*',
        'mobilfunknummer*',
        'rufnummer*',
        'festnetz*',
        'mobiltelefon*',
      ],
    },
  },
  'dates of birth': { name: /*i18n*/ 'dates of birth', german: { words: ['geburt*', 'geboren'] } },
  'physical addresses': {
    name: /*i18n*/ 'physical addresses',
    german: {
      words: [
        'anschrift*',
        'postanschrift*',
        'wohnanschrift*',
        'wohnadresse*',
        'postadresse*',
        'hausadresse*',
        'heimadresse*',
        'wohnort*',
        'wo ich wohne',
        'strasse',
      ],
      ambiguous: { words: ['adresse', 'adressen'], notAfter: ['mail', 'ip'] },
    },
  },
  'private messages': {
    name: /*i18n*/ 'private messages',
    german: { words: ['privatnachricht*', 'private nachricht*', 'direktnachricht*', 'persoenliche nachricht*', 'chatverlauf*'] },
  },
  'e-mail addresses': { name: /*i18n*/ 'e-mail addresses', german: { words: ['mailadress*', 'emailadress*'] } },
  'IP addresses': { name: /*i18n*/ 'IP addresses', german: { words: ['ipadress*'] } },
  locations: { name: /*i18n*/ 'locations', german: { words: ['standort*', 'aufenthaltsort*', 'ortung*', 'geodaten', 'ortsdaten'] } },
  usernames: { name: /*i18n*/ 'usernames', german: { words: ['benutzername*', 'nutzername*', 'anmeldename*', 'loginname*', 'benutzerkennung*'] } },
  names: {
    name: /*i18n*/ 'names',
    german: { words: ['namen', 'mein name', 'vorname*', 'nachname*', 'familienname*', 'klarname*', 'vollstaendiger name', 'echter name'] },
  },
};

export const topicName = (topic: TopicClasses): string => {
  const words = Object.hasOwn(TOPIC_WORDS, topic.label) ? TOPIC_WORDS[topic.label] : undefined;
  return words === undefined ? topic.label : i18n._(words.name);
};
