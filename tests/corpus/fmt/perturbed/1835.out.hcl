r = <<END
line text
%{if t}yes%{endif}
END

