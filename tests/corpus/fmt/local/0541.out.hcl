r = <<-END
      quote " and \n raw
    %{for x in strs~}
    - ${x}
    %{~endfor}
      %{if obj.enabled}yes%{endif}
  END

