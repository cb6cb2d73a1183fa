import { notFound } from "next/navigation";

/** The address without a step or order: the 404 page in the minimal layout, as below it. */
export default function MissingPage() {
  notFound();
}
