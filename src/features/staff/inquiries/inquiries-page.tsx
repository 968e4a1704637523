export default function InquiriesPage() {
  return <h1>InquiriesPage</h1>;
}
