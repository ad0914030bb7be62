r = <<-EOT
    %{for x in strs~}
    - ${x}
    %{~endfor}
    %{for x in strs~}
    - ${x}
    %{~endfor}
  EOT

