r = <<-END
    %{if fl}yes%{endif}
    ${~s~}  tail
  %{if t}yes%{endif}
  END

