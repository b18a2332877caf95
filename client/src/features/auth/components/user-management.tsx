import { Ban, ShieldX, UserCheck, Users, UserX, Clock, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorDescription } from "@/lib/api-client";
import { useCurrentUser, type PublicUser } from "@/api/auth";
import { useUsers } from "@/api/users";
import { useUserActions } from "../hooks/use-user-actions";
import { DeleteUserDialog } from "./delete-user-dialog";
import { ResetLinkDialog } from "./reset-link-dialog";
import { UserCard, type UserActionState } from "./user-card";

function EmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

function UserList({ users, actions, empty }: { users: PublicUser[]; actions: UserActionState; empty: ReactNode }) {
  if (users.length === 0) return empty;
  return (
    <div className="flex flex-col gap-3">
      {users.map((user) => (
        <UserCard key={user.id} user={user} actions={actions} />
      ))}
    </div>
  );
}

export function AccessDeniedCard() {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <ShieldX className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <CardTitle>Access Denied</CardTitle>
        <CardDescription>You don&apos;t have permission to view this page.</CardDescription>
      </CardHeader>
    </Card>
  );
}

/**
 * The owner's review screen: tabs of users by status; approve and reject a registration, disable,
 * enable or delete an account, and make a one-time reset link (utils/user-actions.ts).
 */
export function UserManagement() {
  const usersQuery = useUsers({ enabled: true });
  const { user: me } = useCurrentUser();
  const actions = useUserActions(me?.id);

  if (usersQuery.isLoading) return <LoadingState label="Loading users..." />;
  if (usersQuery.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm text-destructive">
        {errorDescription(usersQuery.error)}
      </p>
    );
  }

  const users = usersQuery.data ?? [];
  const of = (status: PublicUser["status"]) => users.filter((u) => u.status === status);
  const pending = of("pending");
  const list = (shown: PublicUser[], empty: ReactNode) => <UserList users={shown} actions={actions.state} empty={empty} />;

  return (
    <>
      <Tabs defaultValue="pending" className="flex flex-col gap-4">
        {/* Phones: three columns over two rows, so every tab shows without a sideways swipe. */}
        <TabsList className="w-full max-sm:grid max-sm:h-auto max-sm:grid-cols-3 max-sm:gap-1 sm:w-fit max-sm:[&>button]:min-h-11">
          <TabsTrigger value="pending">Pending{pending.length > 0 ? ` (${pending.length})` : ""}</TabsTrigger>
          <TabsTrigger value="approved">Approved</TabsTrigger>
          <TabsTrigger value="rejected">Rejected</TabsTrigger>
          <TabsTrigger value="disabled">Disabled</TabsTrigger>
          <TabsTrigger value="all">All ({users.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="pending">
          {list(pending, <EmptyState icon={Clock} title="No Pending Requests" text="New registration requests will appear here." />)}
        </TabsContent>
        <TabsContent value="approved">
          {list(of("approved"), <EmptyState icon={UserCheck} title="No Approved Users" text="Approved users will appear here." />)}
        </TabsContent>
        <TabsContent value="rejected">
          {list(of("rejected"), <EmptyState icon={UserX} title="No Rejected Users" text="Rejected registrations will appear here." />)}
        </TabsContent>
        <TabsContent value="disabled">
          {list(of("disabled"), <EmptyState icon={Ban} title="No Disabled Users" text="Users you disable will appear here." />)}
        </TabsContent>
        <TabsContent value="all">{list(users, <EmptyState icon={Users} title="No Users" text="No one has registered yet." />)}</TabsContent>
      </Tabs>
      <DeleteUserDialog
        user={actions.confirmDelete}
        deleting={actions.deleting}
        onConfirm={actions.deleteUser}
        onCancel={actions.cancelDelete}
      />
      <ResetLinkDialog made={actions.madeLink} onClose={actions.closeLink} />
    </>
  );
}
