r    =<<-EOT
    ${words[2]}
      %{if t}yes%{endif}
  EOT
  
