r = <<-END
  %{if t}yes%{endif}
    ${~s~}  tail
  END

