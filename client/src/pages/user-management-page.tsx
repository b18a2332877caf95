import { PageHeader } from "@/components/layout/page-header";
import { useCurrentUser } from "@/api/auth";
import { AccessDeniedCard, UserManagement } from "@/features/auth/components/user-management";

export default function UserManagementPage() {
  const { isOwner } = useCurrentUser();
  if (!isOwner) return <AccessDeniedCard />;
  return (
    <div className="flex w-full max-w-4xl flex-col gap-6">
      <PageHeader title="User Management" subtitle="Review registration requests and view user history" />
      <UserManagement />
    </div>
  );
}
