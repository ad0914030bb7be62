r = <<-EOT
  ${~s~}  tail
    %{if t}yes%{endif}
  line text
  EOT

