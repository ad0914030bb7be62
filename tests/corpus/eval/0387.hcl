r = (<<-X
  %{if fl}yes%{endif}
  quote " and \n raw
  %{if fl}yes%{endif}
  X
)
