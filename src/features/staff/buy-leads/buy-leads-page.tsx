export default function BuyLeadsPage() {
  return <h1>BuyLeadsPage</h1>;
}
