import { useId } from "react";
import { DEPARTMENTS } from "./departments.ts";

/**
 * The Department select of the search box. It has no name: without JavaScript it is hidden (see
 * layout.css) and the form sends the term alone; with JavaScript the submit rules read it.
 */
export function DepartmentSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="header-search-department">
      <label htmlFor={id} className="layout-visually-hidden">
        Department
      </label>
      <select
        id={id}
        className="header-search-department-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {DEPARTMENTS.map((department) => (
          <option key={department.value} value={department.value}>
            {department.label}
          </option>
        ))}
      </select>
    </div>
  );
}
