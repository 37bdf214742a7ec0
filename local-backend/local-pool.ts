/** The user pool and app client of local mode: the scripts configure the app with them, and the journeys sign in to them. */
export const LOCAL_POOL_ID = 'us-east-1_LocalPool1';
export const LOCAL_CLIENT_ID = 'localclient';
