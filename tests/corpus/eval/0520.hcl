r = <<END
%{if t}yes%{endif}
${numstr}
END

