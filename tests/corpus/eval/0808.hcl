r = (<<-END
  %{if t}yes%{endif}
  END
) != "%{for x in regexall("[a-z]", "a1b22c333")}${x},%{endfor}"
