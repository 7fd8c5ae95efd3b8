-- Issue 42: safety data sheets, technical sheets and certificates of analysis are PDFs of up to 10 MB
-- (domain/file-type.ts MAX_DOCUMENT_BYTES; their bytes are checked by the Worker, domain/file-type.ts isPdf).
-- Images keep their 2 MB.
alter table public.stored_files drop constraint stored_files_content_type_check;
alter table public.stored_files drop constraint stored_files_size_bytes_check;
alter table public.stored_files add constraint stored_files_content_type_check
  check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf'));
alter table public.stored_files add constraint stored_files_size_bytes_check
  check (size_bytes > 0 and size_bytes <= case when content_type = 'application/pdf' then 10485760 else 2097152 end);
