r = <<-EOT
      quote " and \n raw
      ${~s~}  tail
      %{for x in strs~}
      - ${x}
      %{~endfor}
  EOT

