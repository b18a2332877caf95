import { ShieldX, UserCheck, Users, UserX, Clock, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import type { PublicUser } from "@/api/auth";
import { useApproveUser, useRejectUser, useUsers } from "@/api/users";
import { UserCard, type UserDecisionState } from "./user-card";

function EmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

function UserList({ users, decisions, empty }: { users: PublicUser[]; decisions?: UserDecisionState; empty: ReactNode }) {
  if (users.length === 0) return empty;
  return (
    <div className="flex flex-col gap-3">
      {users.map((user) => (
        <UserCard key={user.id} user={user} decisions={decisions} />
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

/** The owner's review screen: tabs of users by status, with approve and reject on pending users. */
export function UserManagement() {
  const usersQuery = useUsers({ enabled: true });
  const approve = useApproveUser();
  const reject = useRejectUser();

  if (usersQuery.isLoading) return <LoadingState label="Loading users..." />;
  if (usersQuery.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm text-destructive">
        {errorDescription(usersQuery.error)}
      </p>
    );
  }

  const users = usersQuery.data ?? [];
  const pending = users.filter((u) => u.status === "pending");
  const approved = users.filter((u) => u.status === "approved");
  const rejected = users.filter((u) => u.status === "rejected");

  const decisions: UserDecisionState = {
    busy: approve.isPending || reject.isPending,
    approvingId: approve.isPending ? approve.variables : undefined,
    rejectingId: reject.isPending ? reject.variables : undefined,
    onApprove: (user) =>
      approve.mutate(user.id, {
        onSuccess: () => toast({ variant: "success", title: "User approved", description: "The user can now access the dashboard." }),
        onError: (error) => toast({ variant: "destructive", title: "Failed to approve user", description: errorDescription(error) }),
      }),
    onReject: (user) =>
      reject.mutate(user.id, {
        onSuccess: () => toast({ title: "User rejected", description: "The user will not have access to the dashboard." }),
        onError: (error) => toast({ variant: "destructive", title: "Failed to reject user", description: errorDescription(error) }),
      }),
  };

  return (
    <Tabs defaultValue="pending" className="flex flex-col gap-4">
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="pending">Pending{pending.length > 0 ? ` (${pending.length})` : ""}</TabsTrigger>
        <TabsTrigger value="approved">Approved</TabsTrigger>
        <TabsTrigger value="rejected">Rejected</TabsTrigger>
        <TabsTrigger value="all">All ({users.length})</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">
        <UserList
          users={pending}
          decisions={decisions}
          empty={<EmptyState icon={Clock} title="No Pending Requests" text="New registration requests will appear here." />}
        />
      </TabsContent>
      <TabsContent value="approved">
        <UserList
          users={approved}
          empty={<EmptyState icon={UserCheck} title="No Approved Users" text="Approved users will appear here." />}
        />
      </TabsContent>
      <TabsContent value="rejected">
        <UserList
          users={rejected}
          empty={<EmptyState icon={UserX} title="No Rejected Users" text="Rejected registrations will appear here." />}
        />
      </TabsContent>
      <TabsContent value="all">
        <UserList
          users={users}
          decisions={decisions}
          empty={<EmptyState icon={Users} title="No Users" text="No one has registered yet." />}
        />
      </TabsContent>
    </Tabs>
  );
}
