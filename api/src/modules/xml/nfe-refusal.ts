/**
 * Why an NF-e file was refused. The service turns each code into its answer (size, type, content);
 * the message is the Portuguese sentence shown to the person who sent the file.
 */
export type NfeRefusalCode =
  | 'TOO_LARGE'
  | 'NOT_XML'
  | 'UNSAFE'
  | 'LAYOUT'
  | 'KEY'
  | 'MODEL'
  | 'NOT_AUTHORISED'
  | 'CANCELLED'
  | 'TOO_MANY_ITEMS';

export class NfeRefusal extends Error {
  constructor(
    readonly code: NfeRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'NfeRefusal';
  }
}
