import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { AppServices } from '../app-services';

/** What the route loaders read of the entry they load: its state (react-router's location state). */
export type EntryState = () => unknown;

export type ScreenModule = {
  readonly Component: ComponentType;
  readonly makeLoader?: (services: AppServices, entryState: EntryState) => LoaderFunction;
  readonly shouldRevalidate?: ShouldRevalidateFunction;
};
