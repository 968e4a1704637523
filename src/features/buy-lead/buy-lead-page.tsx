export default function BuyLeadPage() {
  return <h1>BuyLeadPage</h1>;
}
