r = tolist(toset(split("", strrev((<<-END
      %{if obj.enabled}yes%{endif}
      line text
  %{for x in strs~}
  - ${x}
  %{~endfor}
  END
)))))
