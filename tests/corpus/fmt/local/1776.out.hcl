r = <<-END
      %{if fl}yes%{endif}
  line text
      ${~s~}  tail
  END

