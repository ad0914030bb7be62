r = substr((<<-X
      %{if t}yes%{endif}
  X
), -3, 100)
