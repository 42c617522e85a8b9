/**
 * What the screens say of a transfer that waits for its receiver's aceite (decision 062): the movement
 * form's toast and the batch's result alert. A small module of text only, apart from the asset list's first
 * chunk: the screens that use it load with their dialogs.
 */
export const aguardandoAceiteText = (nome: string) => `Transferência aguardando o aceite de ${nome}.`;

/** The link to the aceites list, where the receiver accepts and a clerk records the signed termo. */
export const ACEITES_LINK_LABEL = 'Ver aceites';
