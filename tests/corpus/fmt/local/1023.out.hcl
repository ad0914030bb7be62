r = <<-END
      ${~s~}  tail
  %{for x in strs~}
  - ${x}
  %{~endfor}
    %{if obj.enabled}yes%{endif}
  END

