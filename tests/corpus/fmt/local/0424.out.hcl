r = {
  "quoted key" = (<<-EOT
      quote " and \n raw
  %{for x in strs~}
  - ${x}
  %{~endfor}
  EOT
  )
  (s) : (nums[4])
  (s) = obj.enabled
}
