/** Domain errors: raised by repositories, mapped to the spec's messages by routes. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A newsletter address that is already an active subscriber ('Zaten Abone'). */
export class AlreadySubscribedError extends DomainError {
  constructor() {
    super('already_subscribed', 'This e-mail address is already subscribed');
  }
}
