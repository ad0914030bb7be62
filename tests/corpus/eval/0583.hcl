r = <<-EOT
    %{if fl}yes%{endif}
    ${obj["tags"]["team"]}
  EOT

