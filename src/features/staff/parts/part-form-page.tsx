export default function PartFormPage() {
  return <h1>PartFormPage</h1>;
}
