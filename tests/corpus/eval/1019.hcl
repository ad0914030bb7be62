r = <<END
quote " and \n raw
%{if fl}yes%{endif}
%{if fl}yes%{endif}
END

