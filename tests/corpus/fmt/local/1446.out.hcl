r = jsonencode(strrev((<<-EOT
      ${~s~}  tail
  line text
  EOT
)))
