package com.example.backoffice;

import java.awt.GridLayout;
import java.text.ParseException;
import javax.swing.JDialog;
import javax.swing.JFormattedTextField;
import javax.swing.JLabel;
import javax.swing.text.MaskFormatter;

/** The back-office refund dialog (Swing): order number, customer phone and refund date. */
public final class RefundDialog extends JDialog {
  private final JFormattedTextField orderNumber;
  private final JFormattedTextField customerPhone;
  private final JFormattedTextField refundDate;

  public RefundDialog() throws ParseException {
    setTitle("Refund");
    setLayout(new GridLayout(3, 2));

    MaskFormatter orderMask = new MaskFormatter("UU-######");
    orderMask.setPlaceholderCharacter('_');
    orderNumber = new JFormattedTextField(orderMask);

    MaskFormatter phoneMask = new MaskFormatter("(###) ###-####");
    phoneMask.setPlaceholderCharacter('_');
    customerPhone = new JFormattedTextField(phoneMask);

    // A date format, not a mask: D, M and Y are literals for MaskFormatter.
    MaskFormatter dateMask = new MaskFormatter("DD/MM/YYYY"); // expect: mask-no-slots
    refundDate = new JFormattedTextField(dateMask);

    add(new JLabel("Order"));
    add(orderNumber);
    add(new JLabel("Phone"));
    add(customerPhone);
    add(new JLabel("Refund date"));
    add(refundDate);
    pack();
  }
}
