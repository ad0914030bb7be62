r=    <<-END
  %{if fl}yes%{endif}
      quote " and \n raw
  %{if t}yes%{endif}
  END

