export default function PaymentScreen() {
  return null;
}
