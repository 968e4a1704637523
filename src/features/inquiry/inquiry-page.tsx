export default function InquiryPage() {
  return <h1>InquiryPage</h1>;
}
