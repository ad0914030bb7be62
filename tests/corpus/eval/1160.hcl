r = <<END
%{if obj.enabled}yes%{endif}
${s}
END

