// The library's SRP client half, which its typings do not export; the SRP tests drive it directly.
declare module 'amazon-cognito-identity-js/lib/AuthenticationHelper' {
  const AuthenticationHelper: unknown;
  export default AuthenticationHelper;
}
declare module 'amazon-cognito-identity-js/lib/BigInteger' {
  const BigInteger: unknown;
  export default BigInteger;
}
