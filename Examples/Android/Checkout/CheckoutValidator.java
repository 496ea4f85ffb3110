package com.example.checkout;

import java.util.regex.Pattern;

/** Checks shared with the server, run before the order is submitted. */
public final class CheckoutValidator {
  private static final Pattern CVC = Pattern.compile("^\\d{3,4}$");
  private static final Pattern EXPIRY = Pattern.compile("^(0[1-9]|1[0-2])/\\d{2}$");
  private static final Pattern IBAN = Pattern.compile("^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$");
  private static final Pattern POSTCODE =
      Pattern.compile("^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$", Pattern.CASE_INSENSITIVE);
  // `0-9` twice: the second one was meant to be `a-z`.
  private static final Pattern REFERENCE = Pattern.compile("^[0-9A-Z0-9]{6,20}$"); // expect: regex-suspicious-class

  private CheckoutValidator() {}

  public static boolean isValidCvc(String text) {
    return CVC.matcher(text).matches();
  }

  public static boolean isValidExpiry(String text) {
    return EXPIRY.matcher(text).matches();
  }

  public static boolean isValidIban(String text) {
    return IBAN.matcher(text.replace(" ", "")).matches();
  }

  public static boolean isValidPostcode(String text) {
    return POSTCODE.matcher(text.trim()).matches();
  }

  public static boolean isValidReference(String text) {
    return REFERENCE.matcher(text).matches();
  }

  /** A quick test before the full IBAN check: letters, then digits. */
  public static boolean looksLikeIban(String text) {
    return text.matches("[A-Z]{2}[0-9]{2}.*");
  }
}
