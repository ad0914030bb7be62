r = <<END
%{if fl}yes%{endif}
END

