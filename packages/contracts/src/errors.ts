/**
 * Stable error codes. `instanceof` does not survive a trip over the wire, so every
 * error that crosses a process boundary carries one of these, and the gateway maps
 * it to an HTTP status in one place (ERROR_STATUS).
 */
export const ErrorCode = {
  Validation: 'COMMON.VALIDATION',
  Unauthenticated: 'COMMON.UNAUTHENTICATED',
  Forbidden: 'COMMON.FORBIDDEN',
  NotFound: 'COMMON.NOT_FOUND',
  Conflict: 'COMMON.CONFLICT',
  PayloadTooLarge: 'COMMON.PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'COMMON.UNSUPPORTED_MEDIA_TYPE',
  IdempotencyKeyReused: 'COMMON.IDEMPOTENCY_KEY_REUSED',
  HeadersTooLarge: 'COMMON.HEADERS_TOO_LARGE',
  RateLimited: 'COMMON.RATE_LIMITED',
  ServiceUnavailable: 'COMMON.SERVICE_UNAVAILABLE',
  Internal: 'COMMON.INTERNAL',
  PostNotFound: 'CONTENT.POST_NOT_FOUND',
  GuideNotFound: 'CONTENT.GUIDE_NOT_FOUND',
  TopicNotFound: 'CONTENT.TOPIC_NOT_FOUND',
  CategoryNotFound: 'CONTENT.CATEGORY_NOT_FOUND',
  SlugTaken: 'CONTENT.SLUG_TAKEN',
  CategoryInUse: 'CONTENT.CATEGORY_IN_USE',
  VersionConflict: 'CONTENT.VERSION_CONFLICT',
  RevisionNotFound: 'CONTENT.REVISION_NOT_FOUND',
  MediaNotFound: 'CONTENT.MEDIA_NOT_FOUND',
  MediaInUse: 'CONTENT.MEDIA_IN_USE',
  PreviewLinkNotFound: 'CONTENT.PREVIEW_LINK_NOT_FOUND',
  AuthorNotFound: 'CONTENT.AUTHOR_NOT_FOUND',
  TokenMissing: 'IDENTITY.TOKEN_MISSING',
  TokenInvalid: 'IDENTITY.TOKEN_INVALID',
  TokenExpired: 'IDENTITY.TOKEN_EXPIRED',
  NotAdmin: 'IDENTITY.NOT_ADMIN',
  /** Staff, but the route (or the item, when it is someone else's) takes a higher role (docs/roles.md). */
  RoleTooLow: 'IDENTITY.ROLE_TOO_LOW',
  /** An Auth Emulator token from another machine: unsigned tokens are good for this machine only. */
  EmulatorTokenFromNetwork: 'IDENTITY.EMULATOR_TOKEN_FROM_NETWORK',
  /** Staff invitations and members (docs/roles.md). */
  InvitationInvalid: 'IDENTITY.INVITATION_INVALID',
  InvitationUsed: 'IDENTITY.INVITATION_USED',
  InvitationRevoked: 'IDENTITY.INVITATION_REVOKED',
  InvitationExpired: 'IDENTITY.INVITATION_EXPIRED',
  InvitationForAnotherAddress: 'IDENTITY.INVITATION_FOR_ANOTHER_ADDRESS',
  InvitationNotFound: 'IDENTITY.INVITATION_NOT_FOUND',
  AlreadyStaff: 'IDENTITY.ALREADY_STAFF',
  StaffMemberNotFound: 'IDENTITY.STAFF_MEMBER_NOT_FOUND',
  /** The last owner cannot be removed, demoted or suspended; transfer the ownership first. */
  LastOwner: 'IDENTITY.LAST_OWNER',
  SubscriptionTokenInvalid: 'ENGAGE.TOKEN_INVALID',
  SubscriptionTokenExpired: 'ENGAGE.TOKEN_EXPIRED',
  SubscriptionTokenUsed: 'ENGAGE.TOKEN_USED',
  MailingNotFound: 'ENGAGE.MAILING_NOT_FOUND',
  MailingNotDraft: 'ENGAGE.MAILING_NOT_DRAFT',
  PersonNotFound: 'ENGAGE.PERSON_NOT_FOUND',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.Validation]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.IdempotencyKeyReused]: 422,
  [ErrorCode.HeadersTooLarge]: 431,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.ServiceUnavailable]: 503,
  [ErrorCode.Internal]: 500,
  [ErrorCode.PostNotFound]: 404,
  [ErrorCode.GuideNotFound]: 404,
  [ErrorCode.TopicNotFound]: 404,
  [ErrorCode.CategoryNotFound]: 404,
  [ErrorCode.SlugTaken]: 409,
  [ErrorCode.CategoryInUse]: 409,
  [ErrorCode.VersionConflict]: 409,
  [ErrorCode.RevisionNotFound]: 404,
  [ErrorCode.MediaNotFound]: 404,
  [ErrorCode.MediaInUse]: 409,
  [ErrorCode.PreviewLinkNotFound]: 404,
  [ErrorCode.AuthorNotFound]: 404,
  [ErrorCode.TokenMissing]: 401,
  [ErrorCode.TokenInvalid]: 401,
  [ErrorCode.TokenExpired]: 401,
  [ErrorCode.NotAdmin]: 403,
  [ErrorCode.RoleTooLow]: 403,
  [ErrorCode.EmulatorTokenFromNetwork]: 401,
  [ErrorCode.InvitationInvalid]: 404,
  [ErrorCode.InvitationUsed]: 409,
  [ErrorCode.InvitationRevoked]: 410,
  [ErrorCode.InvitationExpired]: 410,
  [ErrorCode.InvitationForAnotherAddress]: 403,
  [ErrorCode.InvitationNotFound]: 404,
  [ErrorCode.AlreadyStaff]: 409,
  [ErrorCode.StaffMemberNotFound]: 404,
  [ErrorCode.LastOwner]: 409,
  [ErrorCode.SubscriptionTokenInvalid]: 404,
  [ErrorCode.SubscriptionTokenExpired]: 410,
  [ErrorCode.SubscriptionTokenUsed]: 409,
  [ErrorCode.MailingNotFound]: 404,
  [ErrorCode.MailingNotDraft]: 409,
  [ErrorCode.PersonNotFound]: 404,
};

export function statusOf(code: string): number {
  return (ERROR_STATUS as Record<string, number>)[code] ?? 500;
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in ERROR_STATUS;
}
