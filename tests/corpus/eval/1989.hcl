r = <<-END
      %{if fl}yes%{endif}
  line text
      quote " and \n raw
  END

