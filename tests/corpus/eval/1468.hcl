r = <<-EOT
    %{if t}yes%{endif}
      ${objs[1].size}
  EOT

