r = <<-EOT
    %{if obj.enabled}yes%{endif}
      ${deep.a.b.c.d[1].e}
  EOT

