r = title("%{if true}${n}%{endif}%{if true~}yes%{else}%{endif}%%{esc}")
