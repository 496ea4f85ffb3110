import React, { useState } from "react";
import InputMask from "react-input-mask";

export interface Card {
  number: string;
  expiry: string;
  cvc: string;
  phone: string;
}

const CVC = /^\d{3,4}$/;
const EXPIRY = /^(0[1-9]|1[0-2])\/\d{2}$/;
// Nested `+`: a long run of digits followed by a letter backtracks exponentially.
const AMOUNT = /^(\d+)+(\.\d{2})?$/; // expect: regex-redos

export function PaymentForm({ onPay }: { onPay: (card: Card, amount: string) => void }) {
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [phone, setPhone] = useState("");
  const [amount, setAmount] = useState("");

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (CVC.test(cvc) && EXPIRY.test(expiry) && AMOUNT.test(amount)) {
      onPay({ number, expiry, cvc, phone }, amount);
    }
  };

  return (
    <form onSubmit={submit}>
      <InputMask mask="9999 9999 9999 9999" value={number} onChange={(e) => setNumber(e.target.value)} />
      <InputMask mask="99/99" value={expiry} onChange={(e) => setExpiry(e.target.value)} placeholder="MM/YY" />
      <InputMask mask="+4\9 99 999 99 99" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <input value={cvc} inputMode="numeric" onChange={(e) => setCvc(e.target.value)} />
      <input value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} />
      <button type="submit">Pay</button>
    </form>
  );
}
