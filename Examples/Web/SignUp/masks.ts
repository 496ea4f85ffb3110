import IMask from "imask";
import { MaskInput } from "maska";
import VMasker from "vanilla-masker";
import $ from "jquery";
import "jquery-mask-plugin";

/** Installs the masks of the account pages (imask, maska, vanilla-masker, jQuery Mask). */
export function installMasks(root: HTMLElement): void {
  const input = (selector: string) => root.querySelector<HTMLInputElement>(selector)!;

  IMask(input("#mobile"), { mask: "+{1} (000) 000-0000" });
  IMask(input("#card-expiry"), { mask: "00/00" });
  // The optional area code comes first, but typing the space skips it: ` 234-5678` completes.
  IMask(input("#landline"), { mask: "[(000)] 000-0000" });
  // Two optional digits right before the mandatory ones: `23` never completes.
  IMask(input("#extension"), { mask: "[00]00" }); // expect: mask-optional-trap

  new MaskInput("#gift-card", { mask: "#### #### #### ####" });

  VMasker(input("#office-phone")).maskPattern("(99) 9999-9999");
  VMasker(input("#plate")).maskPattern("AAA-9A99");

  $("#cpf").mask("000.000.000-00", { reverse: true });
  $("#cep").mask("00000-000");
}

export const IBAN = new RegExp("^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$");
// `A-z` also takes `[`, `\`, `]`, `^`, `_` and the backtick.
export const COUPON = /^[A-z0-9]{8}$/; // expect: regex-suspicious-class
// `||` leaves an empty alternative: an empty ZIP code passes.
export const ZIP = /^(\d{5}||\d{5}-\d{4})$/; // expect: regex-empty-alternative
