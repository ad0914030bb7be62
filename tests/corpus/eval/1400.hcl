r = sethaselement(toset(tolist([for x in objs.*.name : "<${x}>" if length(x) > 1])), (<<-EOT
  quote " and \n raw
  EOT
))
