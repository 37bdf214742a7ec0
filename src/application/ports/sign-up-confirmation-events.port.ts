/** "This address was just confirmed", told to every tab of this browser (the link may open in another one). Never throws. */
export interface SignUpConfirmationEvents {
  publish(username: string): void;
  subscribe(listener: (username: string) => void): () => void;
}
